import { createFileRoute } from "@tanstack/react-router";
import { allow } from "../../../lib/guards";

export const Route = createFileRoute("/$agency/promotions")({ beforeLoad: allow("promotions") });
