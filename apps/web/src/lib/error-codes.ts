// Its own module so the API client can load the contract's error codes with the first failed call.
export { isErrorCode } from "@kham/contract";
