// The app loads Mantine's notifications on its first toast (lib/notify.ts). A test that ends while that
// import is still loading would have it finish after the test's environment is torn down, which Vitest
// reports as an error of whatever file ran then: loaded here first, every such import resolves at once.
import '@mantine/notifications';
