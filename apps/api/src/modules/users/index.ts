/*
 * The users module's public face: what other modules may ask of the users table. Use cases that add something
 * (a DTO with balances, a role change, telling the admins) come from users.service.ts; a plain look-up or write
 * is the repository's own query, exported here under its own name rather than wrapped in a renaming function
 * (decision 043). Everything else in this folder is private to it.
 */
export { loadUserDto, makeMerchant, stopRunningBusiness, tellAdministrators } from './users.service';
export {
  anonymiseUser,
  anonymousIdentityOf,
  findUserByEmail,
  findUserById,
  findUserIdByReferralCode,
  insertUser,
  lockLiveUser,
  replacePasswordHash,
  setReferrerOnce,
  updateProfileFields,
  updateUser,
  type NewUser,
  type UserRow,
} from './users.repository';
