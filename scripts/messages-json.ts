/** `npm run messages`: writes public/locales/en-us/messages.json from contract/messages.ts (the i18n test checks they agree). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES } from "../contract/messages";

writeFileSync(
  join(import.meta.dirname, "..", "public/locales/en-us/messages.json"),
  `${JSON.stringify(MESSAGES, null, 2)}\n`,
);
