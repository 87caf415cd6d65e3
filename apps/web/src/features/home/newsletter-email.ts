export { isValidNewsletterEmail } from '@unclewatch/core/browser';
