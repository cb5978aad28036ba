export { ContactUsSheet, CONTACT_SENT_MESSAGE, type ContactUsSheetProps } from './contact-us/contact-us-sheet';
export { ContactUsForm, ContactUsInput, type ContactUsFormProps, type ContactUsValues } from './contact-us/contact-us-form';
export { FaqPage } from './faq/faq-page';
export { useDocumentationUrl } from './documentation/use-documentation-url';
