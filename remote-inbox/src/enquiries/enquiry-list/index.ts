export { EnquiryListPage as default } from './EnquiryListPage';
