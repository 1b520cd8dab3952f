// Client entry (the template's module script).
import { startClient } from './app/client/start-client';
import './styles/global.css';

void startClient();
