import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "public/build",
      "data",
      "bench/.data",
      ".cache",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // The console must never reach into the platform, nor the platform into the console.
    files: ["app/**/*.{ts,tsx}", "contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/platform/**"] }] },
  },
  {
    // A value from a .server module is undefined in the browser (Remix strips those modules from the
    // client build): components may import their types only. Route modules' loaders and actions may.
    files: ["app/components/**/*.tsx", "app/features/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/platform/**"],
              allowTypeImports: true,
              message: "Components may import only types from .server modules.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["platform/**/*.ts", "contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*"] }] },
  },
);
