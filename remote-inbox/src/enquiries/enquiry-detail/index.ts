export { EnquiryDetailPage as default } from './EnquiryDetailPage';
