/**
 * "1,234,567": an integer's digits in groups of three, as en-US writes them. The default locale's
 * numbers are written with this rather than Intl.NumberFormat: the page's first NumberFormat loads
 * ICU's number data, about 20 ms of main thread on a desktop and four times that on a phone, in
 * the middle of the catalog's start (its count line and 50 prices; issue 11, the profile of
 * /catalog). Other locales keep Intl; format.test.ts checks both write the same.
 */
export const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');
