/** The account area's pages (one lazy chunk): sign-up, activation and password recovery. */
export { ActivateAccountPage } from './activate-account-page';
export { ChangePasswordPage } from './change-password-page';
export { ForgotPasswordPage, ResendActivationPage } from './email-request-pages';
export { RegisterPage } from './register-page';
