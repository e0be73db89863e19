import nx from "@nx/eslint-plugin";

export default [
    ...nx.configs["flat/base"],
    ...nx.configs["flat/typescript"],
    ...nx.configs["flat/javascript"],
    {
        ignores: [
            "**/dist",
            "**/out-tsc"
        ]
    },
    {
        files: [
            "**/*.ts",
            "**/*.tsx",
            "**/*.js",
            "**/*.jsx"
        ],
        rules: {
            "@nx/enforce-module-boundaries": [
                "error",
                {
                    enforceBuildableLibDependency: true,
                    allow: [
                        "^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$"
                    ],
                    // Shared code (contracts, domain) stands alone; the server and apps build on it.
                    depConstraints: [
                        { sourceTag: "type:contracts", onlyDependOnLibsWithTags: [] },
                        { sourceTag: "type:domain", onlyDependOnLibsWithTags: ["type:contracts"] },
                        { sourceTag: "scope:server", onlyDependOnLibsWithTags: ["scope:shared", "scope:server"] },
                        { sourceTag: "scope:api", onlyDependOnLibsWithTags: ["scope:shared", "scope:server"] },
                        { sourceTag: "type:storage", onlyDependOnLibsWithTags: ["scope:shared"] },
                        { sourceTag: "type:documents", onlyDependOnLibsWithTags: ["scope:shared"] },
                        { sourceTag: "scope:portal", onlyDependOnLibsWithTags: ["scope:shared"] },
                        { sourceTag: "scope:worker", onlyDependOnLibsWithTags: ["scope:shared", "scope:server"] },
                        { sourceTag: "scope:e2e", onlyDependOnLibsWithTags: ["scope:shared"] }
                    ]
                }
            ]
        }
    },
    {
        files: [
            "**/*.ts",
            "**/*.tsx",
            "**/*.cts",
            "**/*.mts",
            "**/*.js",
            "**/*.jsx",
            "**/*.cjs",
            "**/*.mjs"
        ],
        rules: {
            "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }]
        }
    },
    {
        // libs/contracts and libs/domain are pure: no framework, no database, no I/O.
        files: ["libs/contracts/**/*.ts", "libs/domain/**/*.ts"],
        rules: {
            "no-restricted-imports": ["error", { patterns: ["@nestjs/*", "typeorm", "react", "react-*", "node:fs", "node:http"] }]
        }
    }
];
