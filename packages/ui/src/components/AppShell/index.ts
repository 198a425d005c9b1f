export { AppShell, type AppShellProps } from './AppShell';
export type { AppShellNavItem } from './AppShell.types';
