/** The durable jobs every adapter call runs from: the public face other modules use. */
export {
  closeDeadJob,
  enqueueAfter,
  findJobById,
  type JobRow,
  listJobs,
  reviveDeadJob,
} from "./repository.ts";
export { type JobOutcome, JobWorker, PermanentJobError } from "./worker.ts";
