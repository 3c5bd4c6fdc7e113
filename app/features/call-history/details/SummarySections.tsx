import Chip from "@mui/joy/Chip";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import type { CallDetailsRecord } from "./details.server";
import { callInProgress, durationParts } from "./format";
import { DateTime, FieldList, Section, SmallTable, YesNo } from "./parts";

/** Parties, timing, outcome, features, external recording servers and (admin) the account. */

type Props = { call: CallDetailsRecord };

export function AccountSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  return (
    <Section title={t("sections.account")}>
      <FieldList
        fields={[
          [t("account.name"), call.accountName],
          [t("account.id"), call.accountId],
        ]}
      />
    </Section>
  );
}

export function PartiesSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  const typeLabel = (type: string) => t(`entity_type.${type}`, { defaultValue: type });
  const { callingEntity: calling, calledEntity: called } = call;
  return (
    <Section title={t("sections.parties")}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-sm" component="h4">
            {t("parties.calling")}
          </Typography>
          <FieldList
            fields={[
              [t("parties.name"), calling.displayName],
              [t("parties.type"), typeLabel(calling.type)],
              [t("parties.number"), calling.phoneNumber],
              [t("parties.sc_type"), calling.scType],
              [t("parties.click_to_call"), <YesNo key="c2c" value={calling.isClickToCall} />],
              [t("parties.teams"), <YesNo key="teams" value={calling.isTeams} />],
            ]}
          />
        </Stack>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-sm" component="h4">
            {t("parties.called")}
          </Typography>
          <FieldList
            fields={[
              [t("parties.name"), called.displayName],
              [t("parties.type"), typeLabel(called.type)],
              [t("parties.number"), called.phoneNumber],
              [t("parties.service_number"), called.serviceNumber],
            ]}
          />
        </Stack>
      </Stack>
    </Section>
  );
}

export function TimingSection({ call, timeZone }: Props & { timeZone: string }) {
  const { t } = useTranslation(["call-details", "messages"]);
  return (
    <Section title={t("sections.timing")}>
      <Typography level="body-xs" sx={{ color: "text.tertiary", mb: 1 }}>
        {t("time_zone", { zone: timeZone })}
      </Typography>
      <FieldList
        fields={[
          [t("timing.setup"), <DateTime key="setup" value={call.setupTime} zone={timeZone} />],
          [t("timing.connect"), <DateTime key="connect" value={call.connectTime} zone={timeZone} />],
          [t("timing.end"), <DateTime key="end" value={call.endTime} zone={timeZone} />],
          [
            t("timing.duration"),
            callInProgress(call) ? (
              <Chip key="duration" size="sm" variant="soft" color="primary">
                {t("timing.in_progress")}
              </Chip>
            ) : (
              t("messages:labels_duration_format", durationParts(call.durationSeconds))
            ),
          ],
        ]}
      />
    </Section>
  );
}

export function OutcomeSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  return (
    <Section title={t("sections.outcome")}>
      <FieldList
        fields={[
          [
            t("outcome.result"),
            <Chip key="result" size="sm" variant="soft" color={call.successful ? "success" : "danger"}>
              {call.successful ? t("outcome.successful") : t("outcome.failed")}
            </Chip>,
          ],
          [t("outcome.alternative_route"), call.alternativeRoute ? t(`outcome.route.${call.alternativeRoute}`) : null],
          [
            t("outcome.trigger"),
            call.trigger ? t(`outcome.trigger_value.${call.trigger}`, { defaultValue: call.trigger }) : null,
          ],
          [t("outcome.termination"), call.terminationDescription],
          [t("outcome.region"), call.regionId],
          [t("outcome.recorded"), <YesNo key="recorded" value={call.recorded} />],
        ]}
      />
    </Section>
  );
}

export function FeaturesSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  return (
    <Section title={t("sections.features")}>
      {call.features.length === 0 ? (
        <Typography level="body-sm">{t("features.none")}</Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          spacing={0.75}
          useFlexGap
          flexWrap="wrap"
          sx={{ p: 0, m: 0, listStyle: "none" }}
        >
          {call.features.map((feature) => (
            <Chip key={feature} component="li" size="sm" variant="outlined">
              {feature}
            </Chip>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** Shown only when the call had external recording servers (agent assist, voice translation). */
export function ExternalRecordingSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  const servers = call.externalRecordingServers ?? [];
  if (servers.length === 0) return null;
  return (
    <Section title={t("sections.external_recording")}>
      <SmallTable
        caption={t("external.caption")}
        columns={[t("external.entity_type"), t("external.role")]}
        rowHeaders={false}
        rows={servers.map((s, i) => ({
          key: `${i}-${s.entityType}-${s.role}`,
          cells: [t(`external.entity.${s.entityType}`), t(`external.roles.${s.role}`)],
        }))}
      />
    </Section>
  );
}
