export { AdminApp } from './admin-app.tsx';
