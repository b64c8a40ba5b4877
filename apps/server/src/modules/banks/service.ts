/** The agency's accepted banks: the public face other modules use. */
export {
  type AgencyBankRow,
  bankLogoUrl,
  findAgencyBank,
  insertDefaultBanks,
  listAgencyBanks,
} from "./repository.ts";
