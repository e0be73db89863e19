import nx from "@nx/eslint-plugin";
import baseConfig from "../../eslint.config.mjs";

export default [
    ...baseConfig,
    ...nx.configs["flat/react"],
    {
        files: ["**/*.ts", "**/*.tsx", "**/*.js", "**/*.jsx"],
        rules: {
            // Every form goes through the kit's useKitForm, which focuses a refused form's first invalid field in page order.
            "no-restricted-imports": ["error", {
                paths: [{ name: "react-hook-form", importNames: ["useForm"], message: "Use useKitForm from src/ui/form/use-kit-form: it focuses the first invalid field in page order." }]
            }]
        }
    },
    {
        files: ["src/ui/form/use-kit-form.ts"],
        rules: { "no-restricted-imports": "off" }
    }
];
