export { SignUpPage } from './pages/SignUpPage';
export { LoginPage } from './pages/LoginPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { ConfirmEmailPage } from './pages/ConfirmEmailPage';
export { SettingsPage } from './pages/SettingsPage';
