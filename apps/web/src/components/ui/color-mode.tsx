import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';
import { Moon, Sun } from 'lucide-react';

export type ColorMode = 'light' | 'dark';

/** Chakra v3's color-mode recipe: next-themes sets class="light|dark" on <html>, stored in localStorage 'theme'. */
export function ColorModeProvider(props: ThemeProviderProps) {
  // public/theme-init.js already set the class before first paint; next-themes' own inline script
  // would only trip the CSP (script-src 'self'), so it is rendered inert.
  return (
    <ThemeProvider
      attribute="class"
      storageKey="theme"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      scriptProps={{ type: 'application/json' }}
      {...props}
    />
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (mode: ColorMode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="button-theme-toggle"
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
