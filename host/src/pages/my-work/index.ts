export { MyWorkPage as default } from './MyWorkPage';
