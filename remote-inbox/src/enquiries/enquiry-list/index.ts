export { EnquiryListPage as default, prefetchEnquiryList as prefetch } from './EnquiryListPage';
