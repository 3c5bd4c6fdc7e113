/**
 * A colour for each of the 17 phone-number statuses (docs/product.md#phone-number, #enumerations "Phone number statuses"; their
 * labels are the catalogue's numbers:status.<status>): working green, added by hand or for emergency
 * calls only blue, waiting on the provider, a carrier or a regulator amber, failed or refused red,
 * nothing (none, released, ported out) grey.
 */
import type { PhoneNumberStatus } from "../../../contract/enums/phone-numbers";
import type { BadgeColor } from "~/components/grid/cells";

export const STATUS_COLORS: Readonly<Record<PhoneNumberStatus, BadgeColor>> = {
  None: "neutral",
  Pending: "warning",
  "Purchase Failed": "danger",
  "Port Pending": "warning",
  Active: "success",
  Deleted: "neutral",
  "Port Failed": "danger",
  "Emergency Only": "primary",
  "Ported Out": "neutral",
  "Port Out Pending": "warning",
  "No ConnectionId": "danger",
  "Manually Added": "primary",
  "Purchase Pending": "warning",
  "Requirement Info Pending": "warning",
  "Requirement Info Under Review": "warning",
  "Requirement Info Exception": "danger",
  "Provision Pending": "warning",
};

export const statusColor = (status: string): BadgeColor => STATUS_COLORS[status as PhoneNumberStatus] ?? "neutral";
