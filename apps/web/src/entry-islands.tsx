// Client entry of the public pages (islands.html, ADR 140): React and the islands only; no
// router, no i18next. The store, account and admin areas use entry-client.tsx.
import { startIslands } from './islands/start';
import './styles/global.css';

void startIslands();
