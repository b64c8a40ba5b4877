import { PAGE_FRAME_END } from "@kham/contract";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";
import { TopBar } from "./top-bar";

// The drawers and the dialog are closed on arrival: their code (and Radix's dialog) stays out of the first screen.
const loadNavDrawer = () => import("./nav-drawer");
const loadContactDrawer = () => import("./contact-drawer");
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));
const ContactDrawer = lazy(() => loadContactDrawer().then((module) => ({ default: module.ContactDrawer })));
const ChangePasswordDialog = lazy(() =>
  import("@/features/auth/components/change-password-dialog").then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

/** Fetches the drawers once the browser is idle, so the first tap on the menu opens at once. */
function usePrefetchDrawers() {
  useEffect(() => {
    const prefetch = () => {
      void loadNavDrawer();
      void loadContactDrawer();
    };
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(prefetch, 1500);
    return () => clearTimeout(handle);
  }, []);
}

/** The frame of every screen: top bar, drawers, content, footer, bottom bar and scroll-to-top. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  // Once opened, a drawer stays mounted so that closing it can animate.
  const [navUsed, setNavUsed] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const footer = useRef<HTMLElement>(null);
  usePrefetchDrawers();

  const openNav = () => {
    setNavUsed(true);
    setNavOpen(true);
  };
  // Only the phone-sized bottom bar opens it, so it is a bottom sheet.
  const openContact = () => {
    setContactUsed(true);
    setContactOpen(true);
  };

  return (
    // On phones the fixed bottom bar covers the last 5 rem, so the page ends that much lower.
    <div className="flex min-h-dvh flex-col phone:pb-[calc(5rem+env(safe-area-inset-bottom))]">
      <SkipLink />
      <TopBar onOpenMenu={openNav} onChangePassword={() => setChangePasswordOpen(true)} />
      {/* Focusable from script only, so the skip link can move the keyboard here. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6"
      >
        {children}
      </main>
      {/* Its own boundary, so hydration takes the footer in a pass of its own. */}
      <Suspense fallback={null}>
        <Footer ref={footer} />
      </Suspense>
      <BottomBar onOpenContact={openContact} />
      {/* The end of the frame a server-rendered page holds its first paint for; why empty: PAGE_FRAME_END. */}
      <div id={PAGE_FRAME_END} hidden />
      <ScrollToTop footer={footer} />
      <Suspense fallback={null}>
        {navUsed && <NavDrawer open={navOpen} onOpenChange={setNavOpen} />}
        {contactUsed && <ContactDrawer open={contactOpen} onOpenChange={setContactOpen} />}
        {changePasswordOpen && (
          <ChangePasswordDialog open={changePasswordOpen} onOpenChange={setChangePasswordOpen} />
        )}
      </Suspense>
    </div>
  );
}
