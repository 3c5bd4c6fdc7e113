/** The built-in model's name on every screen (docs/decisions/015-embedded-agent-engine.md): the contract's, named here for the platform's modules. */
export { EMBEDDED_MODEL_NAME } from "../../../contract/wire/aiFramework";
