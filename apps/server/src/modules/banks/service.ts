/** The agency's accepted banks: the public face other modules use. */
export {
  type AgencyBankRow,
  bankLogoUrl,
  findAgencyBank,
  insertDefaultBanks,
  listAgencyBanks,
  listAllAgencyBanks,
  setBankEnabled,
} from "./repository.ts";
