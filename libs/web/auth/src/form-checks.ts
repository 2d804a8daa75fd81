/**
 * The contract's schemas the account forms check their fields with. Through a `-checks` module the browser's build
 * gives them their own copy of the contract, so they load with the forms, never with the first screen (ADR 0038).
 */
export { emailSchema, newPasswordSchema } from '@tiles/contracts-account';
export { genderSchema, timezoneSchema, userUpdateSchema } from '@tiles/contracts';
