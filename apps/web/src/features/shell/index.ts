export { AppShell } from './components/app-shell.tsx';
