import { describe, expect, it } from "vitest";
import {
  CALL_COLUMN_SORT_FIELD,
  CALL_GRID_COLUMNS,
  CALL_GRID_HIDDEN_BY_DEFAULT,
  CALL_LIST_SPEC,
  defaultCallColumnVisibility,
  formatDuration,
  voiceQualityLabel,
} from "../../../contract/calls";
import { CallRecordSchema, CallsListResponseSchema } from "../../../contract/wire/calls";
import { ListQueryError, parseListQuery } from "../../../contract/listQuery";

const call = {
  callId: "c-1",
  regionId: "eu",
  callingEntity: {
    displayName: "+4930123",
    type: "service-number",
    phoneNumber: "+4930123",
    isClickToCall: false,
    isTeams: false,
  },
  calledEntity: { displayName: "Support bot", type: "bot", serviceNumber: "+4930999" },
  setupTime: "2024-05-01T12:00:00.000Z",
  connectTime: "2024-05-01T12:00:02.000Z",
  endTime: "2024-05-01T12:01:17.000Z",
  durationSeconds: 75,
  successful: true,
  features: ["recording"],
  voiceMosQuality: 4.1,
  recorded: true,
  externalRecordingServers: [{ entityType: "bot", role: "agent-assist" }],
  globalSessionId: "g-1",
  sttAvgDelayMs: 120,
};

describe("CALL_LIST_SPEC", () => {
  it("defaults to 10 calls by setup time, newest first", () => {
    expect(parseListQuery("", CALL_LIST_SPEC)).toMatchObject({
      page: 1,
      limit: 10,
      sort: { field: "setupTime", direction: "desc" },
    });
  });

  it("reads the filters the console sends", () => {
    const q = parseListQuery(
      "filter=(setupTime>=2024-05-01T00:00:00Z,endTime<2024-05-02T00:00:00Z,CallingEntityName~acme,CalledEntityName=Bot,durationSeconds>=30," +
        "voiceMosQuality<2.8,successful=false,recordingBoolean=true,assistBotRole=1,entityType=sip-conn,entityId=e1,globalSessionId=g-1,features~recording)",
      CALL_LIST_SPEC,
    );
    expect(q.filter).toHaveLength(13);
    expect(q.filter[5]).toEqual({ field: "voiceMosQuality", op: "<", value: 2.8 });
    expect(q.filter[9]).toEqual({ field: "entityType", op: "=", value: "sip-conn" });
  });

  it.each([
    "filter=(entityType=phone)",
    "filter=(entityId~e)",
    "filter=(durationSeconds~3)",
    "sort=callingNumber",
    "limit=1001",
  ])("rejects %s", (input) => {
    expect(() => parseListQuery(input, CALL_LIST_SPEC)).toThrow(ListQueryError);
  });

  it("sorts every sortable grid column by a sortable list field", () => {
    for (const field of Object.values(CALL_COLUMN_SORT_FIELD))
      expect(CALL_LIST_SPEC.fields[field!]?.sortable).toBe(true);
  });
});

describe("call record wire shape", () => {
  it("accepts a call and a list answer", () => {
    expect(CallRecordSchema.parse(call).callingEntity.type).toBe("service-number");
    const answer = CallsListResponseSchema.parse({ calls: [call], pages: { totalElements: 1, page: 1, limit: 10 } });
    expect(answer.pages.totalElements).toBe(1);
  });

  it("rejects an unknown entity type and a missing callId", () => {
    expect(CallRecordSchema.safeParse({ ...call, calledEntity: { type: "phone" } }).success).toBe(false);
    const { callId: _, ...noId } = call;
    expect(CallRecordSchema.safeParse(noId).success).toBe(false);
  });
});

describe("grid columns", () => {
  it("hides the spec's hidden-by-default columns and shows the rest", () => {
    const visible = defaultCallColumnVisibility();
    for (const c of [
      "campaignName",
      "campaignId",
      "successful",
      "id",
      "connectTime",
      "endTime",
      "regionId",
      "botConversationId",
      "features",
      "voiceMosQuality",
    ] as const) {
      expect(visible[c]).toBe(false);
    }
    expect(CALL_GRID_COLUMNS.filter((c) => visible[c])).toEqual([
      "callingEntity",
      "callingNumber",
      "calledEntityDisplayName",
      "calledNumber",
      "setupTime",
      "durationSeconds",
      "terminationDescription",
      "services",
    ]);
    expect(CALL_GRID_HIDDEN_BY_DEFAULT).toHaveLength(10);
  });
});

describe("voiceQualityLabel", () => {
  it.each([
    [4.2, "Good"],
    [3.5, "Good"],
    [3.49, "Fair"],
    [2.8, "Fair"],
    [2.79, "Poor"],
    [1, "Poor"],
    [0, "Unknown"],
    [Number.NaN, "Unknown"],
    [null, "-"],
    [undefined, "-"],
  ])("%s -> %s with default thresholds", (mos, label) => {
    expect(voiceQualityLabel(mos)).toBe(label);
  });

  it("uses the configured thresholds", () => {
    expect(voiceQualityLabel(3.6, { poorToFair: 3, fairToGood: 4 })).toBe("Fair");
    expect(voiceQualityLabel(2.9, { poorToFair: 3, fairToGood: 4 })).toBe("Poor");
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "00 min 00 sec"],
    [5, "00 min 05 sec"],
    [75, "01 min 15 sec"],
    [3599, "59 min 59 sec"],
    [7505, "125 min 05 sec"],
    [59.6, "01 min 00 sec"],
    [null, "00 min 00 sec"],
    [-3, "00 min 00 sec"],
  ])("%s -> %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
