export { EnrolmentRequired as default } from './EnrolmentRequired';
