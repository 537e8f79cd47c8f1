import { Step1TopicPage } from "@client/features/wizard/components/step1-topic-page";

export function Step1TopicRoute() {
  return <Step1TopicPage />;
}
