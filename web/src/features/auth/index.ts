export { SignUpPage } from './pages/SignUpPage';
export { LoginPage } from './pages/LoginPage';
