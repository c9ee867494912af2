import { createRoot } from 'react-dom/client';
import { App } from './app';

export function render() {
  createRoot(document.getElementById('root')!).render(<App />);
}
