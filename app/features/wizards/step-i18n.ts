import type { I18nHandle } from "~/i18n/route-namespaces";
import bots from "../../../public/locales/en-us/bots.json";
import grid from "../../../public/locales/en-us/grid.json";
import numbersBuy from "../../../public/locales/en-us/numbers-buy.json";
import routing from "../../../public/locales/en-us/routing.json";
import sipConnections from "../../../public/locales/en-us/sip-connections.json";
import teamsConnections from "../../../public/locales/en-us/teams-connections.json";
import teamsTenants from "../../../public/locales/en-us/teams-tenants.json";
import wizards from "../../../public/locales/en-us/wizards.json";

/** The translations a wizard step route adds to its parents': the wizards' and those of the entity dialogs its steps show. */
export const WIZARD_STEP_I18N: I18nHandle = {
  i18n: {
    wizards,
    bots,
    grid,
    "numbers-buy": numbersBuy,
    routing,
    "sip-connections": sipConnections,
    "teams-connections": teamsConnections,
    "teams-tenants": teamsTenants,
  },
};
