// The feedback page's data as the contract answers it (spec 3 §3 "Feedback item"); the route
// passes the answers through unchanged.
export interface FeedbackItemView {
  id: string;
  feedbackType: string;
  category: string;
  rating?: number | null;
  userEmail?: string | null;
  userId?: string | null;
  value?: string | null;
  confidence?: number | null;
  originalValue?: string | null;
  suggestedValue?: string | null;
  comments?: string | null;
  modelVersion?: string | null;
  analysisConfidence?: number | null;
  createdAt: string;
}

export interface FeedbackStatsView {
  totalFeedback: number;
  averageRating: number;
  resolutionRate: number;
  pendingCount: number;
  topIssues: readonly {
    issue: string;
    category: string;
    count: number;
    averageConfidence: number;
  }[];
}

export interface FeedbackAnalyticsView {
  modelPerformance: {
    sonnet: { rating: number; count: number };
    haiku: { rating: number; count: number };
  };
  userSatisfaction: { overallRating: number; nps: number };
  accuracyByField: Record<string, { positiveRate: number; totalFeedback: number }>;
}
