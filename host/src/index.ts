// An async boundary, so Module Federation can settle the shared singletons before any app code runs.
import('./bootstrap');
