/** The customer-service line shown in the header, footer and wherever a page offers a call. */
export const CUSTOMER_SERVICE_PHONE = { display: '514 555-0142', tel: '+15145550142' } as const;
