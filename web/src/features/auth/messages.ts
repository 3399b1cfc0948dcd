/** The messages for sign-up and login, word for word as the product's specification gives them. */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  signUpFailed: 'Signup failed. Try again.',
  signUpError: 'Something went wrong during signup.',
  invalidCredentials: 'Invalid credentials',
  loginError: 'Login failed. Please check your email/password.',
} as const;
