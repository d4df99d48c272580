import { startStandalone } from '@telehealth/shared/dev-harness';
import { routes } from '../exposes/routes';

startStandalone('People', routes);
