export { SettingsPage as default } from './SettingsPage';
