import { startStandalone } from '@telehealth/shared/dev-harness';
import { routes } from '../exposes/routes';

void startStandalone('Inbox', routes);
