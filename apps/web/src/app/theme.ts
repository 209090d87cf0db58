import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's teal.600 under white text misses WCAG AA (4.5:1); one step darker passes in both themes.
        teal: {
          solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
          focusRing: { value: { _light: '{colors.teal.600}', _dark: '{colors.teal.500}' } },
        },
        sidebar: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        'sidebar.active': { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
