import SwiftUI

/// A recipe book written the way a new SwiftUI project is in 2026.
///
/// It has `Tab` values, a searchable list with swipe actions and reordering, a form in a sheet with detents, a cooking mode as a
/// full-screen cover, an `@Observable` store in the environment, `@AppStorage`, focus, and
/// previews. Nothing here is written for the model.
struct RecipesApp: App {
  @State private var store = RecipeStore()

  var body: some Scene {
    WindowGroup {
      RecipesRootView()
        .environment(store)
        .tint(.orange)
    }
  }
}

enum RecipesTab: Hashable {
  case book, favourites, settings
}

struct RecipesRootView: View {
  @State private var selection: RecipesTab = .book
  @Environment(RecipeStore.self) private var store

  var body: some View {
    TabView(selection: $selection) {
      Tab("Recipes", systemImage: "book", value: .book) {
        RecipeBookScreen()
      }
      Tab("Favourites", systemImage: "heart", value: .favourites) {
        NavigationStack {
          FavouritesScreen()
        }
      }
      .badge(store.favourites.count)
      Tab("Settings", systemImage: "gearshape", value: .settings) {
        RecipeSettingsScreen()
      }
    }
  }
}

struct RecipeBookScreen: View {
  @Environment(RecipeStore.self) private var store
  @State private var query = ""
  @State private var path = NavigationPath()
  @State private var isAdding = false
  @State private var recipeToDelete: Recipe?
  @State private var cooking: Recipe?
  @AppStorage("recipes.sort") private var sort: RecipeSort = .name

  private var shown: [Recipe] {
    let matches = store.recipes.filter {
      query.isEmpty || $0.name.localizedCaseInsensitiveContains(query)
    }
    switch sort {
    case .name: return matches.sorted { $0.name < $1.name }
    case .time: return matches.sorted { $0.minutes < $1.minutes }
    }
  }

  var body: some View {
    NavigationStack(path: $path) {
      List {
        Section {
          ForEach(shown) { recipe in
            NavigationLink(value: recipe) {
              RecipeRow(recipe: recipe)
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
              Button(role: .destructive) {
                recipeToDelete = recipe
              } label: {
                Label("Delete", systemImage: "trash")
              }
              Button {
                store.toggleFavourite(recipe)
              } label: {
                Label("Favourite", systemImage: "heart")
              }
              .tint(.pink)
            }
            .contextMenu {
              Button("Start cooking", systemImage: "flame") { cooking = recipe }
              ShareLink(item: recipe.name)
            }
          }
          .onMove { from, to in store.recipes.move(fromOffsets: from, toOffset: to) }
        } header: {
          Text("\(shown.count) recipes")
        }
      }
      .listStyle(.insetGrouped)
      .searchable(text: $query, prompt: "Search recipes")
      .overlay {
        if shown.isEmpty && !query.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetailScreen(recipe: recipe, onCook: { cooking = recipe })
      }
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Menu {
            Picker("Sort", selection: $sort) {
              ForEach(RecipeSort.allCases) { sort in
                Text(sort.title).tag(sort)
              }
            }
          } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
          }
        }
        ToolbarItem(placement: .primaryAction) {
          Button("Add", systemImage: "plus") { isAdding = true }
        }
      }
      .refreshable { await store.reload() }
      .task { await store.reload() }
      .onChange(of: query) { _, newValue in
        store.lastQuery = newValue
      }
      .sheet(isPresented: $isAdding) {
        AddRecipeSheet()
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
      }
      .alert(
        "Delete \(recipeToDelete?.name ?? "recipe")?",
        isPresented: Binding(
          get: { recipeToDelete != nil }, set: { if !$0 { recipeToDelete = nil } }),
        presenting: recipeToDelete
      ) { recipe in
        Button("Delete", role: .destructive) { store.delete(recipe) }
        Button("Cancel", role: .cancel) {}
      } message: { recipe in
        Text("\(recipe.name) will be removed from every device.")
      }
    }
    // On the stack itself, so a pushed recipe can start cooking: a presentation declared
    // inside the stack's root waits while another screen is pushed over it.
    .fullScreenCover(item: $cooking) { recipe in
      CookingModeView(recipe: recipe)
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack(spacing: 12) {
      AsyncImage(url: recipe.imageURL) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        Color(.secondarySystemBackground)
          .overlay { ProgressView() }
      }
      .frame(width: 56, height: 56)
      .clipShape(.rect(cornerRadius: 8))
      VStack(alignment: .leading, spacing: 4) {
        Text(recipe.name)
          .font(.headline)
          .lineLimit(1)
        Text("\(recipe.minutes) min · \(recipe.servings) servings")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
      if recipe.isFavourite {
        Image(systemName: "heart.fill")
          .foregroundStyle(.pink)
          .imageScale(.small)
          .accessibilityLabel("Favourite")
      }
    }
    .accessibilityElement(children: .combine)
  }
}

struct RecipeDetailScreen: View {
  let recipe: Recipe
  var onCook: () -> Void
  @Environment(\.openURL) private var openURL
  @State private var servings = 2

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        ScrollView(.horizontal, showsIndicators: false) {
          LazyHStack(spacing: 8) {
            ForEach(recipe.tags, id: \.self) { tag in
              Text(tag)
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
                .background(.orange.opacity(0.15), in: Capsule())
            }
          }
        }
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
          GridRow {
            Text("Time").foregroundStyle(.secondary)
            Text("\(recipe.minutes) min")
          }
          GridRow {
            Text("Serves").foregroundStyle(.secondary)
            Stepper("\(servings)", value: $servings, in: 1...12)
          }
        }
        Text(recipe.method)
          .frame(maxWidth: .infinity, alignment: .leading)
        if let source = recipe.sourceURL {
          Button("Open original") { openURL(source) }
            .buttonStyle(.bordered)
        }
      }
      .padding()
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
    .safeAreaInset(edge: .bottom) {
      Button(action: onCook) {
        Label("Start cooking", systemImage: "flame.fill")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding()
      .background(.bar)
    }
  }
}

struct AddRecipeSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(RecipeStore.self) private var store
  @State private var name = ""
  @State private var minutes = 30
  @State private var course: Course = .main
  @State private var isFavourite = false
  @FocusState private var nameFocused: Bool

  var body: some View {
    NavigationStack {
      Form {
        Section("Recipe") {
          TextField("Name", text: $name)
            .focused($nameFocused)
            .textInputAutocapitalization(.words)
            .submitLabel(.done)
          Picker("Course", selection: $course) {
            ForEach(Course.allCases, id: \.self) { course in
              Text(course.rawValue.capitalized)
            }
          }
          Stepper("\(minutes) minutes", value: $minutes, in: 5...240, step: 5)
          Toggle("Favourite", isOn: $isFavourite)
        }
      }
      .navigationTitle("New Recipe")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            store.add(Recipe(name: name, minutes: minutes, isFavourite: isFavourite))
            dismiss()
          }
          .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
        }
      }
      .onAppear { nameFocused = true }
    }
    .interactiveDismissDisabled(!name.isEmpty)
  }
}

struct CookingModeView: View {
  let recipe: Recipe
  @Environment(\.dismiss) private var dismiss
  @State private var step = 0

  var body: some View {
    VStack(spacing: 24) {
      Text("Step \(step + 1)")
        .font(.largeTitle.bold())
      Text(recipe.method)
        .multilineTextAlignment(.center)
      HStack {
        Button("Back") { withAnimation(.snappy) { step = max(0, step - 1) } }
          .disabled(step == 0)
        Spacer()
        Button("Next") { withAnimation { step += 1 } }
      }
      .padding(.horizontal)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color(.systemBackground))
    .overlay(alignment: .topTrailing) {
      Button {
        dismiss()
      } label: {
        Image(systemName: "xmark.circle.fill")
          .font(.title)
          .symbolRenderingMode(.hierarchical)
      }
      .padding()
    }
    .sensoryFeedback(.selection, trigger: step)
  }
}

struct FavouritesScreen: View {
  @Environment(RecipeStore.self) private var store

  var body: some View {
    Group {
      if store.favourites.isEmpty {
        ContentUnavailableView(
          "No Favourites", systemImage: "heart",
          description: Text("Swipe a recipe to make it a favourite."))
      } else {
        List(store.favourites) { recipe in
          RecipeRow(recipe: recipe)
        }
      }
    }
    .navigationTitle("Favourites")
  }
}

struct RecipeSettingsScreen: View {
  @AppStorage("recipes.metric") private var metric = true
  @AppStorage("recipes.sort") private var sort: RecipeSort = .name
  @State private var confirmReset = false
  @Environment(RecipeStore.self) private var store

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Metric units", isOn: $metric)
        Picker("Sort by", selection: $sort) {
          ForEach(RecipeSort.allCases) { Text($0.title).tag($0) }
        }
        .pickerStyle(.segmented)
        Section {
          Button("Reset recipes", role: .destructive) { confirmReset = true }
        }
        LabeledContent("Recipes", value: "\(store.recipes.count)")
      }
      .navigationTitle("Settings")
      .confirmationDialog(
        "Reset all recipes?", isPresented: $confirmReset, titleVisibility: .visible
      ) {
        Button("Reset", role: .destructive) { store.reset() }
      }
    }
  }
}

enum RecipeSort: String, CaseIterable, Identifiable {
  case name, time
  var id: Self { self }
  var title: String { self == .name ? "Name" : "Time" }
}

enum Course: String, CaseIterable {
  case starter, main, dessert
}

struct Recipe: Identifiable, Hashable {
  var id = UUID()
  var name: String
  var minutes: Int
  var servings = 2
  var isFavourite = false
  var tags: [String] = ["quick", "vegetarian"]
  var method = "Chop, stir, serve."
  var imageURL: URL? = nil
  var sourceURL: URL? = URL(string: "https://example.com/recipe")
}

@Observable
final class RecipeStore {
  var recipes: [Recipe] = [
    Recipe(name: "Shakshuka", minutes: 25),
    Recipe(name: "Dal", minutes: 40, isFavourite: true),
    Recipe(name: "Pancakes", minutes: 20),
  ]
  var lastQuery = ""

  var favourites: [Recipe] { recipes.filter(\.isFavourite) }

  func reload() async {}

  func add(_ recipe: Recipe) { recipes.append(recipe) }

  func delete(_ recipe: Recipe) { recipes.removeAll { $0.id == recipe.id } }

  func reset() { recipes.removeAll() }

  func toggleFavourite(_ recipe: Recipe) {
    guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
    recipes[index].isFavourite.toggle()
  }
}

#Preview("Book") {
  RecipeBookScreen()
    .environment(RecipeStore())
}

#Preview {
  AddRecipeSheet()
    .environment(RecipeStore())
}
