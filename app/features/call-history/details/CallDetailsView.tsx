import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { callListHref } from "../mode";
import { CallDetailsDrawer } from "./CallDetailsDrawer";
import { AnalysisSection, TranscriptSection } from "./ConversationSections";
import type { CallDetailsData, CallDetailsLoaded } from "./details.server";
import { ladderHref, relatedCallsHref } from "./format";
import { LogSection, RecordingSection } from "./MediaSections";
import { TimelineSection } from "./TimelineSection";
import { ContextSection, LatencySection, MosSection, SpeechSection } from "./QualitySections";
import {
  AccountSection,
  ExternalRecordingSection,
  FeaturesSection,
  OutcomeSection,
  PartiesSection,
  TimingSection,
} from "./SummarySections";

/** The related call records of the call's global session, when it has one (docs/product.md#call-history). */
function RelatedCallsLink({ data, listSearch }: { data: CallDetailsLoaded; listSearch: string }) {
  const { t } = useTranslation("messages");
  if (!data.call.globalSessionId) return null;
  return (
    <Button
      component={Link}
      to={relatedCallsHref(data.mode, listSearch, data.call.callId)}
      size="sm"
      variant="outlined"
      color="neutral"
    >
      {t("labels_related_calls")}
    </Button>
  );
}

/** Every section of a loaded call, in reading order. */
export function CallDetailsSections({ data, listSearch = "" }: { data: CallDetailsLoaded; listSearch?: string }) {
  const { call, timeZone } = data;
  const ladder = ladderHref(data.mode, call.callId, listSearch);
  const sipMessages = data.timeline.legs.find((leg) => leg.current)?.messages?.length ?? 0;
  return (
    <>
      {data.mode === "admin" && <AccountSection call={call} />}
      <PartiesSection call={call} />
      <TimingSection call={call} timeZone={timeZone} />
      <OutcomeSection call={call} />
      <MosSection call={call} thresholds={data.thresholds} />
      <FeaturesSection call={call} />
      <ExternalRecordingSection call={call} />
      <ContextSection call={call} timeZone={timeZone} />
      <SpeechSection call={call} />
      <LatencySection call={call} />
      <RecordingSection href={data.recordingHref} callId={call.callId} />
      <TimelineSection data={data.timeline} ladderHref={ladder} timeZone={timeZone} />
      <TranscriptSection transcript={data.transcript} timeZone={timeZone} />
      <AnalysisSection analyses={data.analyses} timeZone={timeZone} />
      <LogSection log={data.log} timeZone={timeZone} sipMessages={sipMessages} ladderHref={ladder} />
    </>
  );
}

/**
 * The drawer for the loader's answer. `listSearch` is the list's query (the details URL carries it),
 * so closing returns to the same page, sort and filters.
 */
export function CallDetailsView({ data, listSearch }: { data: CallDetailsData; listSearch: string }) {
  const { t } = useTranslation("call-details");
  const closeHref = callListHref(data.mode, listSearch);
  if (data.state === "failed") {
    return (
      <CallDetailsDrawer closeHref={closeHref} title={t("title")} subtitle={t("call_id", { callId: data.callId })}>
        <Alert color="danger" variant="soft" role="alert">
          {t("load_failed")}
        </Alert>
      </CallDetailsDrawer>
    );
  }
  return (
    <CallDetailsDrawer
      closeHref={closeHref}
      title={t("title")}
      subtitle={t("call_id", { callId: data.call.callId })}
      actions={<RelatedCallsLink data={data} listSearch={listSearch} />}
    >
      <CallDetailsSections data={data} listSearch={listSearch} />
    </CallDetailsDrawer>
  );
}
