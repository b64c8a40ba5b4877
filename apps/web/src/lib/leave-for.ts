/** Same tab: a window opened after the launch call answers would be blocked as a pop-up. */
export function leaveFor(url: string, here: Pick<Location, "href" | "assign"> = window.location): void {
  const target = new URL(url, here.href);
  // The address comes from a provider through our server: a web page only, never a script URL.
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new Error(`Not a web page: ${target.protocol}`);
  }
  here.assign(target.href);
}
