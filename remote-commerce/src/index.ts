// Standalone dev entry (the host never loads it): an async boundary, then the dev bootstrap.
import('./dev/bootstrap');
