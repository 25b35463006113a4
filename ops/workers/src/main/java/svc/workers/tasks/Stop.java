package svc.workers.tasks;

/** Why running work is asked to stop: its task was cancelled, or the process is stopping (the task resumes later). */
enum Stop {
    CANCELLED,
    PROCESS_STOPPING
}
