import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../shared/session/SessionProvider';
import { ToastProvider } from '../shared/ui/Toast';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <ToastProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>
  );
}
