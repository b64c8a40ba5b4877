import {
  categoryTab,
  DEFAULT_CATEGORY,
  type GameCategory,
  gameScreenAddress,
  type Provider,
} from "@kham/contract";
import { type ActiveOptions, Link } from "@tanstack/react-router";
import type * as React from "react";
import { usePlayerInfo } from "@/features/auth/api/get-player-info";

export interface GameScreenLinkProps extends Omit<React.ComponentProps<"a">, "href"> {
  provider: Provider;
  /** askmebet's tab to open; the other providers have one screen. */
  category?: GameCategory | undefined;
  activeOptions?: ActiveOptions;
}

/** A visitor goes via /login: linking the player area would run its guard, logging them out on each preload. */
export function GameScreenLink({ provider, category = DEFAULT_CATEGORY, ...props }: GameScreenLinkProps) {
  const visitor = usePlayerInfo() === null;
  if (visitor)
    return <Link to="/login" search={{ redirect: gameScreenAddress(provider, category) }} {...props} />;
  if (provider === "askmebet") {
    return <Link to="/player/game/askmebet" search={{ tab: categoryTab(category) }} {...props} />;
  }
  return <Link to={`/player/game/${provider}`} {...props} />;
}
