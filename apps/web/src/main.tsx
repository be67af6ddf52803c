import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalErrorHandlers } from './lib/telemetry';

// Errors no boundary sees (event handlers, timers, rejected promises) are reported too.
installGlobalErrorHandlers();

// The first render gets a task of its own: evaluating the boot chunk and rendering the first screen in one go was
// one long task on a slow phone, the browser answering nothing meanwhile (decision 0123).
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, 0);
